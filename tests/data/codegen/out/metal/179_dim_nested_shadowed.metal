#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@dim` accessor corner cases: nested accessor calls (`m(i, m(j, i))`-style), arguments that
// contain commas inside parentheses and template-argument lists, a `@dim` local `const`
// array, and a local lambda that shadows the name of a `@dim` parameter in an inner scope
// (its calls must stay calls).
template <typename T>
inline T pick(T a, T b) {
  return a > b ? a : b;
}

inline int mix(int a, int b) {
  return (a * 3 + b) % 4;
}

int _occa_dimNested_idx(int a, int b) {
  return a * 100 + b;
}

kernel void _occa_dimNested_0(constant int &nE [[buffer(0)]], device const int *idx [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int e = 0 + _occa_group_position.x;
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        const int perm[4 * 4] = {1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2, 0, 1, 2, 3};
        int v = idx[perm[i + 4 * j] + 4 * (idx[j + 4 * i] % 4)];
        v += idx[mix(i, j) + 4 * pick<int>(i, j)];
        {
          v += _occa_dimNested_idx(i, j);
        }
        out[i + 4 * (j + 4 * e)] = v + e * 1000;
      }
    }
  }
}
