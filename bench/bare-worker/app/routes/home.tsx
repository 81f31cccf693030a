export function meta() {
  return [{ title: "Bare peer" }];
}

export default function Home() {
  return (
    <main>
      <h1>Hello</h1>
      <p>One route, rendered by React Router behind Hono.</p>
    </main>
  );
}
