namespace _occa_std {
template <typename T>
inline void swap(T &a, T &b) {
  T t = a;
  a = b;
  b = t;
}
template <typename T, typename U>
inline T exchange(T &obj, const U &value) {
  T old = obj;
  obj = value;
  return old;
}
}
