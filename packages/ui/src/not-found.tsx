/** The exact text of the spec, backtick included. */
export const notFoundText = 'Sorry, the page you are looking for doesn`t exist';

export function NotFound() {
  return (
    <section className="ui-not-found">
      <h1>404</h1>
      <p>{notFoundText}</p>
    </section>
  );
}
