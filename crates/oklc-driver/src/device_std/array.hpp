namespace _occa_std {
template <typename T, unsigned long N>
struct array {
  T _occa_elems[N];
  T &operator[](unsigned long i) { return _occa_elems[i]; }
  const T &operator[](unsigned long i) const { return _occa_elems[i]; }
  T *data() { return _occa_elems; }
  const T *data() const { return _occa_elems; }
  T *begin() { return _occa_elems; }
  const T *begin() const { return _occa_elems; }
  T *end() { return _occa_elems + N; }
  const T *end() const { return _occa_elems + N; }
  constexpr unsigned long size() const { return N; }
};
}
