import { AboutUs } from '../features/about/about-us';
import { VisitDetails } from '../features/visit/components/visit-details';
import visit from '../features/visit/components/visit.module.css';

export default function AboutUsPage() {
  return (
    <>
      <AboutUs />
      <section className={visit.visit} aria-labelledby="visit-heading">
        <VisitDetails />
      </section>
    </>
  );
}
