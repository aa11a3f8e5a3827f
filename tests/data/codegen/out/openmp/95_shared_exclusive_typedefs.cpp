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
inline void store(float s[4], int t, float v) {
  s[t] = v;
}

inline float rowSum(const float *s) {
  float r = 0.0f;
  for (int k = 0; k < 4; ++k) {
    r += s[k];
  }
  return r;
}

inline void bump(int &e) {
  e += 1;
}

inline void bumpPtr(int *e) {
  *e += 2;
}

inline void twiceRow(float (&m)[2][4], int t) {
  m[1][t] = 2.0f * m[0][t];
}

extern "C" void sharedExclusiveTypedefs(const int &nB, const vec2 *in, float *out) {
  #pragma omp parallel for
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    row_t rows[4];
    tile_t T;
    ishared_t hits[2][4];
    geo::box bx[4];
    float m[2][4];
    vec2 mine[16];
    geo::box myBox[16];
    int count[16];
    row_t myRow[16];
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        mine[_occa_exclusive_index] = in[(b * 4 + j) * 4 + i];
        rows[j][i] = mine[_occa_exclusive_index];
        T[i][j] = mine[_occa_exclusive_index].x * mine[_occa_exclusive_index].y;
        if (i < 2) {
          hits[i][j] = 10 * i + j;
        }
        myBox[_occa_exclusive_index].lo = i;
        myBox[_occa_exclusive_index].hi = j;
        count[_occa_exclusive_index] = 10 * j;
        bump(count[_occa_exclusive_index]);
        bumpPtr(&count[_occa_exclusive_index]);
        myRow[_occa_exclusive_index][i].x = mine[_occa_exclusive_index].y;
        if (i == 0) {
          bx[j].lo = j;
          bx[j].hi = 2 * j;
          store(m[0], j, 0.5f * j);
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        if (i == 0) {
          twiceRow(m, j);
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        out[(b * 4 + j) * 4 + i] = T[j][i] + rows[i][j].x - myRow[_occa_exclusive_index][i].x + myBox[_occa_exclusive_index].lo * 10 + myBox[_occa_exclusive_index].hi * 100 + bx[j].hi * 1000 + hits[1][j] + count[_occa_exclusive_index] + rowSum(m[1]) + m[1][j];
      }
    }
  }
}
