#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@exclusive` storage typed by a `@dim`/`@dimOrder` array typedef and declared with `@dim` on
// the variable, in a 2-D work-group: elements passed to helpers by reference and by pointer,
// whole arrays to a `T (&)[N]` template and to a pointer parameter, a `@exclusive` pointer into
// a `@shared` array and one into the work-item's own `@exclusive` array, all read back in a
// later `@inner` nest after a barrier; regular loops with `continue` walk the `@dim` views.
typedef int reg_t[6];

static inline void bumpRef(thread int &v, int by) {
  v += by;
}

static inline void setPtr(thread int *p, int v) {
  *p = v;
}

static inline int sumPtr(thread const int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) {
    s += p[i];
  }
  return s;
}

template <typename T, int N>
T maxOf(thread const T (&a)[N]) {
  T m = a[0];
  for (int i = 1; i < N; ++i) {
    if (a[i] > m) {
      m = a[i];
    }
  }
  return m;
}

kernel void _occa_exclusiveDimTypedef_0(constant int &nb [[buffer(0)]], device const int *x [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[2][3];
  {
    int b = 0 + _occa_group_position.x;
    reg_t r;
    int q[4];
    threadgroup int *mine;
    thread int *own;
    {
      int y = 0 + _occa_thread_position.y;
      {
        int z = 0 + _occa_thread_position.x;
        const int v = x[(b * 2 + y) * 3 + z];
        for (int i = 0; i < 3; ++i) {
          for (int j = 0; j < 2; ++j) {
            if ((i + j) % 2 == 1) {
              r[j + 2 * i] = -1;
              continue;
            }
            r[j + 2 * i] = v * (i + 1) + j;
          }
        }
        for (int i = 0; i < 2; ++i) {
          for (int j = 0; j < 2; ++j) {
            setPtr(&q[i + 2 * j], i * 10 + j + v);
          }
        }
        bumpRef(r[1 + 2 * 2], 100);
        bumpRef(q[1 + 2 * 0], v);
        s[y][z] = v;
        mine = &s[1 - y][2 - z];
        own = &q[0 + 2 * 1];
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int y = 0 + _occa_thread_position.y;
      {
        int z = 0 + _occa_thread_position.x;
        const int gid = (b * 2 + y) * 3 + z;
        out[gid * 4 + 0] = sumPtr(r, 6);
        out[gid * 4 + 1] = maxOf(q) * 1000 + maxOf(r);
        out[gid * 4 + 2] = *mine + *own;
        out[gid * 4 + 3] = r[1 + 2 * 2] - r[0 + 2 * 0] + q[1 + 2 * 0];
      }
    }
  }
}
