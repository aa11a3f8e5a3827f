namespace _occa_std {
template <typename T>
struct tuple_size;
template <typename T, unsigned long N>
struct tuple_size<array<T, N>> {
  static constexpr unsigned long value = N;
};
template <typename T>
constexpr unsigned long tuple_size_v = tuple_size<T>::value;
}
