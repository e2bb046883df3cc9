/**
 * Every public route of requirements 2.1 (with a bike where the screen needs one) and the
 * navigation's own targets (requirements 2.2: /insurance, /services, /networks), each with the
 * heading its screen shows. Shared by the browser tests that walk every public page.
 */
export const publicRoutes: [path: string, heading: RegExp][] = [
  ['/', /Welcome to/],
  ['/about', /About Us/i],
  ['/finance', /.+/],
  ['/contact', /GET IN TOUCH/],
  ['/motorcycle', /Motorcycles/i],
  ['/scooters', /Scooters/i],
  ['/ev', /Electric Vehicles/i],
  ['/service-booking', /.+/],
  ['/amc', /.+/],
  ['/extendedWarranty', /.+/],
  ['/gallery', /IMAGES/],
  ['/optain', /.+/],
  ['/terms-conditions', /Terms & Conditions/i],
  ['/privacy-policy', /Privacy Policy/i],
  ['/offers', /.+/],
  ['/view-details?bike=Shine100', /^Shine 100$/],
  ['/angle-view?bike=Shine100', /360° view of the Shine 100/],
  ['/text-ride-booking', /Book a test ride/],
  ['/joy-club', /.+/],
  ['/feedback', /.+/],
  ['/career', /CAREER FORM/],
  ['/dealers/1', /Railway Road/i],
  ['/dealers/2', /Sector 18/i],
  ['/dealers/3', /Sector 52A/i],
  ['/dealers/4', /Pataudi/i],
  ['/insurance', /Insurance/i],
  ['/services', /Services/i],
  ['/networks', /Our Network/i],
  ['/track', /TRACK YOUR REQUEST/],
];
