#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Five top-level `@outer` nests in one kernel whose work-groups differ in shape and size: 1-D of
// 16 with `@shared`/`@exclusive`, 2-D 3 x 5 with an `@exclusive` array and a 3-level nest
// reusing the names, a decreasing nest of run-time size under `@max_inner_dims`, and a tile.
kernel void _occa_multiNests_0(constant int &n [[buffer(0)]], constant int &m [[buffer(1)]], device const int *x [[buffer(2)]], device int *a [[buffer(3)]], device int *b [[buffer(4)]], device int *c [[buffer(5)]], device int *d [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[16];
  {
    int g = 0 + (16 * _occa_group_position.x);
    int e;
    {
      int t = 0 + _occa_thread_position.x;
      e = x[g + t];
      s[t] = e;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      a[g + t] = e * 3 + s[15 - t];
    }
  }
}

kernel void _occa_multiNests_1(constant int &n [[buffer(0)]], constant int &m [[buffer(1)]], device const int *x [[buffer(2)]], device int *a [[buffer(3)]], device int *b [[buffer(4)]], device int *c [[buffer(5)]], device int *d [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    int e[2];
    {
      int ty = 0 + _occa_thread_position.y;
      {
        int tx = 0 + _occa_thread_position.x;
        e[0] = g * 15 + ty * 5 + tx;
        e[1] = x[e[0] % n];
      }
    }
    {
      int ty = 0 + _occa_thread_position.y;
      {
        int tx = 0 + _occa_thread_position.x;
        b[e[0]] = e[1] - e[0];
      }
    }
  }
}

kernel void _occa_multiNests_2(constant int &n [[buffer(0)]], constant int &m [[buffer(1)]], device const int *x [[buffer(2)]], device int *a [[buffer(3)]], device int *b [[buffer(4)]], device int *c [[buffer(5)]], device int *d [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 2 - _occa_group_position.x;
    int e = g;
    {
      int t = m - 1 - _occa_thread_position.x;
      e += t;
    }
    {
      int t = m - 1 - _occa_thread_position.x;
      c[g * m + t] = e * 2;
    }
  }
}

kernel void _occa_multiNests_3(constant int &n [[buffer(0)]], constant int &m [[buffer(1)]], device const int *x [[buffer(2)]], device int *a [[buffer(3)]], device int *b [[buffer(4)]], device int *c [[buffer(5)]], device int *d [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    short e;
    {
      int z = 0 + _occa_thread_position.z;
      {
        int y = 0 + _occa_thread_position.y;
        {
          int w = 0 + _occa_thread_position.x;
          e = (short)(z * 100 + y * 10 + w);
        }
      }
    }
    {
      int z = 0 + _occa_thread_position.z;
      {
        int y = 0 + _occa_thread_position.y;
        {
          int w = 0 + _occa_thread_position.x;
          d[g * 28 + (z * 2 + y) * 7 + w] = e + g * 1000;
        }
      }
    }
  }
}

kernel void _occa_multiNests_4(constant int &n [[buffer(0)]], constant int &m [[buffer(1)]], device const int *x [[buffer(2)]], device int *a [[buffer(3)]], device int *b [[buffer(4)]], device int *c [[buffer(5)]], device int *d [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (6 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < 13) {
        d[56 + i] = i * i;
      }
    }
  }
}
