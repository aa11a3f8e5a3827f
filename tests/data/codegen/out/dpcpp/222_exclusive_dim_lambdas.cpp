#include <sycl/sycl.hpp>

// `@exclusive` arrays carrying `@dim` (a 2-D view of per-work-item storage), `@exclusive`
// variables captured by lambdas defined in `@inner` bodies (implicit `[&]`, explicit `[&m]`,
// by value `[=]`, init-capture), and passed by reference, by pointer to an element and to a
// function template taking `T &`.
static inline void accum(int &dst, const int v) {
  dst += v;
}

static inline void fill2(int *row, int a, int b) {
  row[0] = a;
  row[2] = b;
}

template <typename T>
void bump(T &x, T by) {
  x = x * 2 + by;
}

extern "C" void _occa_exclusiveDimLambdas_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *x, int *out, int *aux) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + (8 * item_.get_group(2));
          int m[6];
          int acc;
          long wide = 7;
          {
            int t = 0 + item_.get_local_id(2);
            acc = 0;
            auto put = [&](int i, int j, int v) {
              m[i + 2 * j] = v;
              acc += v;
            };
            for (int j = 0; j < 3; ++j) {
              for (int i = 0; i < 2; ++i) {
                put(i, j, x[b + t] * (i + 1) + j);
              }
            }
          }
          {
            int t = 0 + item_.get_local_id(2);
            int local = 0;
            auto rowSum = [&](int j) {
              return m[0 + 2 * j] + m[1 + 2 * j];
            };
            for (int j = 0; j < 3; ++j) {
              local += rowSum(j) * (j + 1);
            }
            accum(acc, local);
            fill2(&m[0 + 2 * 1], acc, local);
            bump(wide, (long)t);
          }
          {
            int t = 0 + item_.get_local_id(2);
            auto get = [=]() {
              return acc * 100 + m[0 + 2 * 1] - m[0 + 2 * 2] + (int)wide;
            };
            auto twice = [v = acc]() mutable {
              v *= 2;
              return v;
            };
            out[b + t] = get();
            aux[b + t] = twice() + m[1 + 2 * 0];
          }
        }
      }();
    });
  });
}
