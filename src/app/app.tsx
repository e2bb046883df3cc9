export function App() {
  return <h1>Gurgaon Two Wheelers</h1>;
}
