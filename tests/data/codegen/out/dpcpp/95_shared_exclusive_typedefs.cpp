#include <sycl/sycl.hpp>

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

extern "C" void _occa_sharedExclusiveTypedefs_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const vec2 *in, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &rows = *sycl::ext::oneapi::group_local_memory_for_overwrite<row_t[4]>(item_.get_group());
          auto &T = *sycl::ext::oneapi::group_local_memory_for_overwrite<tile_t>(item_.get_group());
          auto &hits = *sycl::ext::oneapi::group_local_memory_for_overwrite<ishared_t[2][4]>(item_.get_group());
          auto &bx = *sycl::ext::oneapi::group_local_memory_for_overwrite<geo::box[4]>(item_.get_group());
          auto &m = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[2][4]>(item_.get_group());
          vec2 mine;
          geo::box myBox;
          int count;
          row_t myRow;
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
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
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              if (i == 0) {
                twiceRow(m, j);
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              out[(b * 4 + j) * 4 + i] = T[j][i] + rows[i][j].x - myRow[i].x + myBox.lo * 10 + myBox.hi * 100 + bx[j].hi * 1000 + hits[1][j] + count + rowSum(m[1]) + m[1][j];
            }
          }
        }
      }();
    });
  });
}
