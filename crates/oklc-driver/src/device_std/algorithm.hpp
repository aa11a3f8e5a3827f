namespace _occa_std {
template <typename T>
constexpr const T &min(const T &a, const T &b) {
  return b < a ? b : a;
}
template <typename T>
constexpr const T &max(const T &a, const T &b) {
  return a < b ? b : a;
}
template <typename T>
constexpr const T &clamp(const T &v, const T &lo, const T &hi) {
  return v < lo ? lo : hi < v ? hi : v;
}
}
