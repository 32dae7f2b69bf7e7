/**
 * The addresses family: the user's shipping addresses (the list, the form) and the personal
 * centre's entry to them. Other screen families may import only what this file exports
 * (dependency-cruiser enforces it).
 */
export { ShippingAddressesRow } from './ShippingAddressesRow';
export { DeliveryAddressPicker } from './DeliveryAddressPicker';
