#include <sycl/sycl.hpp>

// `@exclusive` storage typed by a `@dim`/`@dimOrder` array typedef and declared with `@dim` on
// the variable, in a 2-D work-group: elements passed to helpers by reference and by pointer,
// whole arrays to a `T (&)[N]` template and to a pointer parameter, a `@exclusive` pointer into
// a `@shared` array and one into the work-item's own `@exclusive` array, all read back in a
// later `@inner` nest after a barrier; regular loops with `continue` walk the `@dim` views.
typedef int reg_t[6];

static inline void bumpRef(int &v, int by) {
  v += by;
}

static inline void setPtr(int *p, int v) {
  *p = v;
}

static inline int sumPtr(const int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) {
    s += p[i];
  }
  return s;
}

template <typename T, int N>
T maxOf(const T (&a)[N]) {
  T m = a[0];
  for (int i = 1; i < N; ++i) {
    if (a[i] > m) {
      m = a[i];
    }
  }
  return m;
}

extern "C" void _occa_exclusiveDimTypedef_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const int *x, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 2, 3)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[2][3]>(item_.get_group());
          reg_t r;
          int q[4];
          int *mine;
          int *own;
          {
            int y = 0 + item_.get_local_id(1);
            {
              int z = 0 + item_.get_local_id(2);
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
          sycl::group_barrier(item_.get_group());
          {
            int y = 0 + item_.get_local_id(1);
            {
              int z = 0 + item_.get_local_id(2);
              const int gid = (b * 2 + y) * 3 + z;
              out[gid * 4 + 0] = sumPtr(r, 6);
              out[gid * 4 + 1] = maxOf(q) * 1000 + maxOf(r);
              out[gid * 4 + 2] = *mine + *own;
              out[gid * 4 + 3] = r[1 + 2 * 2] - r[0 + 2 * 0] + q[1 + 2 * 0];
            }
          }
        }
      }();
    });
  });
}
