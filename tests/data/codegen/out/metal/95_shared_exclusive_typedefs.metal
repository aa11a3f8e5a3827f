#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@shared` and `@exclusive` data of typedef'd array types, a typedef that carries `@shared`,
// struct and namespaced-struct element types, and helper functions that take such data by
// pointer, by array parameter, by reference to a 2-D array and by scalar reference.
typedef struct {
  float x;
  float y;
} vec2;

typedef vec2 row_t[4];

typedef float tile_t[4][4];

typedef int ishared_t;

namespace geo {
  struct box {
    int lo, hi;
  };
}

// namespace geo
inline void store(threadgroup float *s, int t, float v) {
  s[t] = v;
}

inline float rowSum(threadgroup const float *s) {
  float r = 0.0f;
  for (int k = 0; k < 4; ++k) {
    r += s[k];
  }
  return r;
}

inline void bump(thread int &e) {
  e += 1;
}

inline void bumpPtr(thread int *e) {
  *e += 2;
}

inline void twiceRow(threadgroup float (&m)[2][4], int t) {
  m[1][t] = 2.0f * m[0][t];
}

kernel void _occa_sharedExclusiveTypedefs_0(constant int &nB [[buffer(0)]], device const vec2 *in [[buffer(1)]], device float *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup row_t rows[4];
  threadgroup tile_t T;
  threadgroup ishared_t hits[2][4];
  threadgroup geo::box bx[4];
  threadgroup float m[2][4];
  {
    int b = 0 + _occa_group_position.x;
    vec2 mine;
    geo::box myBox;
    int count;
    row_t myRow;
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        mine = in[(b * 4 + j) * 4 + i];
        rows[j][i] = mine;
        T[i][j] = mine.x * mine.y;
        if (i < 2) {
          hits[i][j] = 10 * i + j;
        }
        myBox.lo = i;
        myBox.hi = j;
        count = 10 * j;
        bump(count);
        bumpPtr(&count);
        myRow[i].x = mine.y;
        if (i == 0) {
          bx[j].lo = j;
          bx[j].hi = 2 * j;
          store(m[0], j, 0.5f * j);
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        if (i == 0) {
          twiceRow(m, j);
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        out[(b * 4 + j) * 4 + i] = T[j][i] + rows[i][j].x - myRow[i].x + myBox.lo * 10 + myBox.hi * 100 + bx[j].hi * 1000 + hits[1][j] + count + rowSum(m[1]) + m[1][j];
      }
    }
  }
}
