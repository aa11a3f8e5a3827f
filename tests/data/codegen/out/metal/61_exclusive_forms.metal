#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @exclusive forms: two declarators with one initializer, a 2-D array, a struct, a pointer,
// address-of passed to a helper, sizeof, and a block-local variable shadowing an @exclusive name.
struct acc_t {
  int a;
  float b[2];
};

void addTo(thread int *p, int v) {
  *p += v;
}

kernel void _occa_exclusiveForms_0(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int e;
    int g = 3;
    int m[2][3];
    acc_t st;
    device const int *p;
    {
      int t = 0 + _occa_thread_position.x;
      e = x[b * 4 + t];
      {
        int e = 100;
        m[1][2] = e;
      }
      addTo(&e, 5);
      st.a = e;
      st.b[1] = 0.5f * e;
      p = x + b * 4 + (3 - t);
      m[0][0] = sizeof(e) + sizeof(m) / sizeof(int);
    }
    {
      int t = 0 + _occa_thread_position.x;
      thread int *q = &m[0][0];
      y[b * 4 + t] = e + g + m[1][2] + q[0] + st.a + (int)st.b[1] + *p;
    }
  }
}
