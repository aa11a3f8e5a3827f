#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@exclusive` structs and arrays of structs (member access, whole-struct copies, a struct
// with an array member, a reference to an element taken inside `@inner`), and a `@shared`
// array of structs read back reversed.
struct Acc {
  float sum;
  int count;
  float hist[2];
};

struct Cell {
  float v;
  int k;
};

kernel void _occa_exclusiveStructs_0(constant int &nb [[buffer(0)]], device const float *x [[buffer(1)]], device float *out [[buffer(2)]], device int *cnt [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup Cell s[8];
  {
    int b = 0 + _occa_group_position.x;
    Acc a;
    Acc pair[2];
    {
      int t = 0 + _occa_thread_position.x;
      a.sum = x[b * 8 + t];
      a.count = 1;
      a.hist[0] = a.sum;
      a.hist[1] = -a.sum;
      pair[0] = a;
      pair[1].sum = 2 * a.sum;
      pair[1].count = t;
      s[t].v = a.sum;
      s[t].k = t;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      thread Acc &r = pair[1];
      r.sum += s[7 - t].v;
      r.count += s[7 - t].k;
      a.hist[1] += pair[0].hist[0];
      a.count += (&pair[0])->count;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      out[b * 8 + t] = a.hist[1] + pair[1].sum;
      cnt[b * 8 + t] = pair[1].count * 10 + a.count;
    }
  }
}
