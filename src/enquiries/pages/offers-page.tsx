export function OffersPage() {
  return (
    <section className="page">
      <h1 className="page-title">OFFERS</h1>
    </section>
  );
}
