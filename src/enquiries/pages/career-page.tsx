export function CareerPage() {
  return (
    <section className="page">
      <h1 className="page-title">CAREER FORM</h1>
    </section>
  );
}
