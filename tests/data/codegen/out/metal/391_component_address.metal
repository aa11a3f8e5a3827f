#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// The address of a struct component, `&v.x`, of a private struct and of an element of a
// `@shared` array of structs, kept in a local pointer and passed to a helper taking `float *`:
// the helper is called with private and `__local` pointers, one copy each on OpenCL.
struct pair2 {
  float x;
  float y;
};

void _occa_scaleInto_as_p(thread float *p, float s) {
  *p *= s;
}

void _occa_scaleInto_as_l(threadgroup float *p, float s) {
  *p *= s;
}

kernel void _occa_componentAddress_0(constant int &nb [[buffer(0)]], device const float *in [[buffer(1)]], device float *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup pair2 sp[8];
  {
    int b = 0 + _occa_group_position.x;
    {
      int i = 0 + _occa_thread_position.x;
      const int g = 8 * b + i;
      pair2 v;
      v.x = in[g];
      v.y = 1.0f;
      thread float *px = &v.x;
      *px += 2.0f;
      _occa_scaleInto_as_p(&v.y, in[g]);
      _occa_scaleInto_as_p(&v.x, 3.0f);
      sp[i].x = v.x;
      sp[i].y = v.y;
      _occa_scaleInto_as_l(&sp[i].y, 2.0f);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int i = 0 + _occa_thread_position.x;
      const int g = 8 * b + i;
      threadgroup float *py = &sp[(i + 1) % 8].y;
      out[g] = sp[i].x + *py;
    }
  }
}
