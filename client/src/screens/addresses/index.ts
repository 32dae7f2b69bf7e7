/**
 * The addresses family: the user's shipping addresses (the list, the form) and the picker of a
 * shop order's delivery address. Other screen families may import only what this file exports
 * (dependency-cruiser enforces it).
 */
export { DeliveryAddressPicker } from './DeliveryAddressPicker';
