#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Records with only data members and default member initializers (`int hits = 3;`, a brace
// initializer, a nested record with its own), default-initialised in an `@inner` body and as an
// `@exclusive` object, and as `@shared` elements, which are uninitialised on every backend and
// which each work-item assigns before they are read.
struct Counts {
  int hits = 3;
  int misses = {4};
};

struct Cell {
  float w = 0.5f;
  Counts c;
  int tag = -1;
};

kernel void _occa_defaultMemberInits_0(constant int &n [[buffer(0)]], device const float *in [[buffer(1)]], device float *out [[buffer(2)]], device int *tags [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup Cell row[4];
  {
    int b = 0 + _occa_group_position.x;
    Cell mine;
    {
      int t = 0 + _occa_thread_position.x;
      Cell fresh;
      fresh.w += in[b * 4 + t];
      row[t] = fresh;
      mine.c.hits += t;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      out[b * 4 + t] = row[3 - t].w + mine.w + (float)(mine.c.hits * 10 + mine.c.misses);
      tags[b * 4 + t] = row[3 - t].tag + row[t].c.misses * 100 + row[t].c.hits * 1000;
    }
  }
}
