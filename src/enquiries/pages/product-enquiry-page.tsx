export function ProductEnquiryPage() {
  return (
    <section className="page">
      <h1 className="page-title">PRODUCT ENQUIRY</h1>
    </section>
  );
}
