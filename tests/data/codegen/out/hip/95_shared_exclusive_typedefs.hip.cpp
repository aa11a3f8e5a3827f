#include <hip/hip_runtime.h>

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
static __device__ inline void store(float s[4], int t, float v) {
  s[t] = v;
}

static __device__ inline float rowSum(const float *s) {
  float r = 0.0f;
  for (int k = 0; k < 4; ++k) {
    r += s[k];
  }
  return r;
}

static __device__ inline void bump(int &e) {
  e += 1;
}

static __device__ inline void bumpPtr(int *e) {
  *e += 2;
}

static __device__ inline void twiceRow(float (&m)[2][4], int t) {
  m[1][t] = 2.0f * m[0][t];
}

extern "C" __global__ __launch_bounds__(16) void _occa_sharedExclusiveTypedefs_0(const int nB, const vec2 *in, float *out) {
  {
    int b = 0 + blockIdx.x;
    __shared__ row_t rows[4];
    __shared__ tile_t T;
    __shared__ ishared_t hits[2][4];
    __shared__ geo::box bx[4];
    __shared__ float m[2][4];
    vec2 mine;
    geo::box myBox;
    int count;
    row_t myRow;
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
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
    __syncthreads();
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        if (i == 0) {
          twiceRow(m, j);
        }
      }
    }
    __syncthreads();
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        out[(b * 4 + j) * 4 + i] = T[j][i] + rows[i][j].x - myRow[i].x + myBox.lo * 10 + myBox.hi * 100 + bx[j].hi * 1000 + hits[1][j] + count + rowSum(m[1]) + m[1][j];
      }
    }
  }
}
