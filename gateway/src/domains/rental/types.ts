/** A company of `res/api/carRental/companyList` (API.md). */
export interface CompanyRow {
  id?: unknown;
  name?: unknown;
  intro?: unknown;
  phone?: unknown;
  websiteUrl?: unknown;
  minPrice?: unknown;
  outletNum?: unknown;
}

/** An outlet of `res/api/carRental/outletList`. */
export interface OutletRow {
  id?: unknown;
  companyId?: unknown;
  name?: unknown;
  address?: unknown;
  longitude?: unknown;
  latitude?: unknown;
  phone?: unknown;
  openTime?: unknown;
}

/** A car of `res/api/carRental/carList`. */
export interface CarRow {
  id?: unknown;
  name?: unknown;
  carType?: unknown;
  seats?: unknown;
  gearbox?: unknown;
  dailyPrice?: unknown;
  deposit?: unknown;
}

/** What `RentalCompany` resolves from. */
export interface CompanySource {
  __typename: 'RentalCompany';
  id: string;
  row: CompanyRow;
}

/** What `RentalCar` resolves from. */
export interface CarSource {
  __typename: 'RentalCar';
  id: string;
  row: CarRow;
}
