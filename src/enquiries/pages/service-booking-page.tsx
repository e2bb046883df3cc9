export function ServiceBookingPage() {
  return (
    <section className="page">
      <h1 className="page-title">BOOK FOR SERVICE</h1>
    </section>
  );
}
