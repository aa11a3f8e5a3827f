namespace _occa_std {
template <typename A, typename B>
struct pair {
  A first;
  B second;
  pair() : first(), second() {}
  pair(const A &a, const B &b) : first(a), second(b) {}
};
template <typename A, typename B>
inline pair<A, B> make_pair(A a, B b) {
  return pair<A, B>(a, b);
}
}
