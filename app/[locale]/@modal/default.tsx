/** No modal page is open. */
export default function NoModalPage() {
  return null;
}
