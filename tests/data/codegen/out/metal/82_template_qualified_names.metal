#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Template-ids in qualified names: `Pow<K>::eval(x)` (a static member function of a class
// template specialization), `Traits<T>::value_type` (a member typedef as a declaration's
// type), `util::cube<int>(v)` (a namespace-qualified function template with explicit
// arguments), and an explicit specialization `template <> struct Pow<0>` ending a recursion.
template <int K>
struct Pow {
  static int eval(int x) {
    return x * Pow<K - 1>::eval(x);
  }
};

template <>
struct Pow<0> {
  static int eval(int) {
    return 1;
  }
};

namespace util {
  template <typename T>
  inline T cube(T x) {
    return x * x * x;
  }
}

// namespace util
template <typename T>
struct Traits {
  typedef T value_type;
  static constexpr int scale = 2;
};

kernel void _occa_templateQualifiedNames_0(constant int &n [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (8 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      const int i = b + t;
      if (i < n) {
        typename Traits<float>::value_type half_ = 0.5f * x[i];
        y[i] = Pow<3>::eval(x[i]) + Traits<int>::scale * (int)(half_ * 2.0f) - util::cube<int>(t);
      }
    }
  }
}
