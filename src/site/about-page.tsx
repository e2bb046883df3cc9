import { Link } from 'react-router-dom';
import { site } from '../contract/site.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import './static-page.css';

/** spec 2.3: About us, static. */
export function AboutPage() {
  usePageMeta('About Us', `About ${site.groupName}: four showrooms, sales, service and finance in Gurgaon.`);
  return (
    <section className="page prose">
      <h1 className="page-title">About Us</h1>
      <p>
        {site.groupName} is an authorised two-wheeler dealer group serving Gurgaon and the villages around it from four
        showrooms: Railway Road, Sector 18, Sector 52A and Pataudi. For over two decades families, students, delivery riders
        and enthusiasts have come to us for their first scooter, their daily commuter or the motorcycle they always wanted.
      </p>
      <h2>What we do</h2>
      <ul>
        <li>Sales of motorcycles, scooters and electric vehicles, with test rides at every showroom.</li>
        <li>Workshops with trained technicians and genuine parts, for paid and free services.</li>
        <li>Annual maintenance contracts and extended warranties.</li>
        <li>Finance through partner banks and NBFCs, and insurance with renewals.</li>
        <li>Genuine accessories, riding gear and helmets.</li>
      </ul>
      <h2>Our promise</h2>
      <p>
        Transparent ex-showroom prices, honest advice on the model that suits you, and a service team that keeps you riding.
        Our showrooms are open {site.openTime}, every day.
      </p>
      <p>
        <Link className="btn btn-primary" to="/contact">
          Contact us
        </Link>
      </p>
    </section>
  );
}
