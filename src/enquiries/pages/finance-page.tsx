export function FinancePage() {
  return (
    <section className="page">
      <h1 className="page-title">FINANCE</h1>
    </section>
  );
}
