export function ContactPage() {
  return (
    <section className="page">
      <h1 className="page-title">GET IN TOUCH</h1>
    </section>
  );
}
