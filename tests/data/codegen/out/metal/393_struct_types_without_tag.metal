#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Struct types named without `struct`, as C++ allows: locals, arrays, parameters by value and
// by pointer, a return type, `sizeof` and a `@shared` array of them. OpenCL C needs the tag (or a
// typedef) at every use.
struct Cell {
  float v;
  int n;
};

struct Acc {
  float s;
  int count;
};

Cell makeCell(float v, int n) {
  Cell c;
  c.v = v;
  c.n = n;
  return c;
}

float weigh(Cell c, float w) {
  return c.v * w + c.n;
}

void accumulate(thread Acc *a, Cell c) {
  a->s += weigh(c, 2.0f);
  a->count += 1;
}

kernel void _occa_structTypesWithoutTag_0(constant int &nb [[buffer(0)]], device const float *in [[buffer(1)]], device float *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup Cell cells[8];
  {
    int b = 0 + _occa_group_position.x;
    {
      int i = 0 + _occa_thread_position.x;
      cells[i] = makeCell(in[8 * b + i], i);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int i = 0 + _occa_thread_position.x;
      Acc acc;
      acc.s = 0.0f;
      acc.count = 0;
      Cell pair[2];
      pair[0] = cells[i];
      pair[1] = cells[(i + 1) % 8];
      for (int k = 0; k < 2; ++k) {
        accumulate(&acc, pair[k]);
      }
      out[8 * b + i] = acc.s + acc.count * (int)(sizeof(Cell) / sizeof(float));
    }
  }
}
