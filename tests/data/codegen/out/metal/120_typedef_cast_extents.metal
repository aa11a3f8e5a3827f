// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// nekRS-style sizes written with casts to the code's own integer typedefs: an `@inner` bound
// `(dlong)p_Nq`, a `@shared` extent `(dlong)(p_Nq * p_Nq)` and an `@exclusive` array extent
// `(hlong)2`. A cast to an integer typedef folds like a cast to the type it names.
typedef int dlong;

typedef long hlong;

kernel void _occa_typedefCastExtents_0(constant dlong &Nelements [[buffer(0)]], device const float *q [[buffer(1)]], device float *Aq [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_q[(dlong)(4 * 4)];
  {
    dlong e = 0 + _occa_group_position.x;
    float r[(hlong)2];
    {
      dlong j = 0 + _occa_thread_position.y;
      {
        dlong i = 0 + _occa_thread_position.x;
        s_q[j * 4 + i] = q[e * 4 * 4 + j * 4 + i];
        r[0] = (float)i;
        r[1] = (float)j;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      dlong j = 0 + _occa_thread_position.y;
      {
        dlong i = 0 + _occa_thread_position.x;
        Aq[e * 4 * 4 + j * 4 + i] = s_q[i * 4 + j] + 10.0f * r[0] + 100.0f * r[1];
      }
    }
  }
}
