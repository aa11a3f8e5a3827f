#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

namespace _occa_std {
  template <typename T>
  inline void swap(thread T &a, thread T &b) {
    T t = a;
    a = b;
    b = t;
  }
  template <typename T, typename U>
  inline T exchange(thread T &obj, thread const U &value) {
    T old = obj;
    obj = value;
    return old;
  }
}


// By-value kernel parameters written through calls oklc does not see the body of: a member
// function that is neither `const` nor `static` (directly, through a member, an overload pair
// with a `const` twin), `std::swap` and `std::exchange`. On a GPU every work-item has its own
// copy of each parameter, so a write by one work-item is invisible to the others.
struct Counter {
  int n;
  int step;
  void bump() {
    n += step;
  }
  int get() const {
    return n;
  }
  static int twice(int v) {
    return 2 * v;
  }
};

struct Pair {
  Counter first;
  thread int &at() {
    return first.n;
  }
  int at() const {
    return first.n;
  }
};

kernel void _occa_callsWrite_0(constant Counter &_occa_arg_c [[buffer(0)]], constant Pair &_occa_arg_p [[buffer(1)]], constant int &_occa_arg_a [[buffer(2)]], constant int &_occa_arg_b [[buffer(3)]], constant int &_occa_arg_e [[buffer(4)]], constant Counter &_occa_arg_k [[buffer(5)]], device int *out [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  Counter c = _occa_arg_c;
  int a = _occa_arg_a;
  int b = _occa_arg_b;
  Pair p = _occa_arg_p;
  int e = _occa_arg_e;
  const Counter k = _occa_arg_k;
  {
    int g = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      if (t % 2 == 0) {
        c.bump();
        _occa_std::swap(a, b);
        p.first.bump();
      }
      if (t == 3) {
        p.at() = 40;
      }
      const int old = t == 1 ? _occa_std::exchange(e, 9) : e;
      out[g * 4 + t] = c.get() * 1000 + a * 100 + b * 10 + e + Counter::twice(k.get()) * 100000;
      out[8 + g * 4 + t] = p.first.n * 100 + old;
    }
  }
}
