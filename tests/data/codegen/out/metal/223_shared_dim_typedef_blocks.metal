#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@shared` arrays of structs and of `@dim` typedefs declared in nested blocks, inside an `if`
// on the `@outer` iterator and inside a regular loop of the `@outer` body; a `@dim` typedef with
// `@dimOrder` used for a `@shared` tile and for a kernel parameter; a struct array read through
// a reference to an element and a member function.
typedef float tile_t[4 * 6];

typedef const float *grid_t;

struct Cell {
  float v;
  int tag;
  float scaled(float s) const {
    return v * s + tag;
  }
  float scaled(float s) const threadgroup {
    return v * s + tag;
  }
};

kernel void _occa_sharedDimTypedefs_0(constant int &nb [[buffer(0)]], device const float *g [[buffer(1)]], device float *out [[buffer(2)]], device int *tags [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup tile_t t;
  threadgroup Cell cells[4];
  threadgroup Cell pair[2][4];
  threadgroup tile_t acc;
  {
    int b = 0 + _occa_group_position.x;
    {
      {
        int j = 0 + _occa_thread_position.x;
        for (int i = 0; i < 6; ++i) {
          t[i + 6 * j] = g[i + 6 * j] + b;
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      {
        {
          int j = 0 + _occa_thread_position.x;
          cells[j].v = 0;
          for (int i = 0; i < 6; ++i) {
            cells[j].v += t[i + 6 * j];
          }
          cells[j].tag = j * 10 + b;
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        {
          int j = 0 + _occa_thread_position.x;
          threadgroup const Cell &c = cells[3 - j];
          out[b * 4 + j] = c.scaled(0.5f);
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
      }
    }
    if (b % 2 == 0) {
      {
        int j = 0 + _occa_thread_position.x;
        pair[0][j].tag = j + b;
        pair[1][j].tag = 2 * j;
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      {
        int j = 0 + _occa_thread_position.x;
        tags[b * 4 + j] = pair[0][(j + 1) % 4].tag * 100 + pair[1][3 - j].tag;
      }
    } else {
      for (int r = 0; r < 2; ++r) {
        {
          int j = 0 + _occa_thread_position.x;
          for (int i = 0; i < 6; ++i) {
            acc[i + 6 * j] = (float)(r + i);
          }
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        {
          int j = 0 + _occa_thread_position.x;
          float s = 0;
          for (int i = 0; i < 6; ++i) {
            s += acc[i + 6 * (3 - j)] * g[i + 6 * j];
          }
          if (r == 1) {
            tags[b * 4 + j] = (int)s;
          }
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
      }
    }
  }
}
