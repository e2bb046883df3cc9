export function ExtendedWarrantyPage() {
  return (
    <section className="page">
      <h1 className="page-title">EXTENDED WARRANTY</h1>
    </section>
  );
}
