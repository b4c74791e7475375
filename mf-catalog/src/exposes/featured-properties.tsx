export default function FeaturedProperties() {
  return <section><h2>Propriétés en vedette</h2></section>;
}
