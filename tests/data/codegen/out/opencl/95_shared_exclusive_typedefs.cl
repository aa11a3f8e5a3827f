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

struct geo__box {
  int lo;
  int hi;
};

// namespace geo
inline void store(__local float s[4], int t, float v) {
  s[t] = v;
}

inline float rowSum(__local const float *s) {
  float r = 0.0f;
  for (int k = 0; k < 4; ++k) {
    r += s[k];
  }
  return r;
}

inline void bump(int *e) {
  *e += 1;
}

inline void bumpPtr(int *e) {
  *e += 2;
}

inline void twiceRow(__local float m[2][4], int t) {
  m[1][t] = 2.0f * m[0][t];
}

__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_sharedExclusiveTypedefs_0(const int nB, __global const vec2 *in, __global float *out) {
  __local row_t rows[4];
  __local tile_t T;
  __local ishared_t hits[2][4];
  __local struct geo__box bx[4];
  __local float m[2][4];
  {
    int b = 0 + get_group_id(0);
    vec2 mine;
    struct geo__box myBox;
    int count;
    row_t myRow;
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        mine = in[(b * 4 + j) * 4 + i];
        rows[j][i] = mine;
        T[i][j] = mine.x * mine.y;
        if (i < 2) {
          hits[i][j] = 10 * i + j;
        }
        myBox.lo = i;
        myBox.hi = j;
        count = 10 * j;
        bump(&count);
        bumpPtr(&count);
        myRow[i].x = mine.y;
        if (i == 0) {
          bx[j].lo = j;
          bx[j].hi = 2 * j;
          store(m[0], j, 0.5f * j);
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        if (i == 0) {
          twiceRow(m, j);
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        out[(b * 4 + j) * 4 + i] = T[j][i] + rows[i][j].x - myRow[i].x + myBox.lo * 10 + myBox.hi * 100 + bx[j].hi * 1000 + hits[1][j] + count + rowSum(m[1]) + m[1][j];
      }
    }
  }
}
