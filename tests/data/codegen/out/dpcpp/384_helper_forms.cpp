#include <sycl/sycl.hpp>

// Helper functions as a libParanumal/nekRS author writes them: forward declarations of helpers
// defined after the kernel (one `static`, one with default arguments given in the declaration),
// overloads chosen by the types of `@shared` and `@exclusive` arguments (array by reference,
// `const` array of another length, float/int/double scalars, `float &`/`int &`), `constexpr` and
// recursive helpers, templates deducing array bounds of `@shared`/`@exclusive` arrays, rows of
// 2-D arrays by reference, and function pointers chosen per work-group in the `@outer` body.
SYCL_EXTERNAL float twice(float x);

static int fact(int n);

SYCL_EXTERNAL int pick(int a, int b = 10, int c = 100);

static inline float rowSum(float (&s)[16]) {
  float r = 0;
  for (int k = 0; k < 16; ++k) {
    r += s[k];
  }
  return r;
}

static inline float rowSum(const float (&s)[8]) {
  return -1.0f * s[0];
}

inline float scale(float x) {
  return 2 * x;
}

inline float scale(int x) {
  return 3.0f * x;
}

inline float scale(double x) {
  return 4.0f * (float)x;
}

constexpr int sq(int x) {
  return x * x;
}

static float addOne(float x) {
  return x + 1;
}

static float negate(float x) {
  return -x;
}

typedef float (*unary)(float);

static inline void bump(float &e) {
  e += 0.5f;
}

static inline void bump(int &e) {
  e += 7;
}

template <int N>
constexpr int lenOf(const float (&)[N]) {
  return N;
}

template <int R, int C>
int dims(int (&a)[R][C]) {
  a[R - 1][C - 1] += 1;
  return R * 100 + C;
}

static float rsum(const float *p, int n) {
  return n == 0 ? 0.0f : p[0] + rsum(p + 1, n - 1);
}

static inline int firstOf(const int (&row)[3]) {
  return row[0];
}

extern "C" void _occa_helperForms_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, float *out, int *iout) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[16]>(item_.get_group());
          auto &h = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[8]>(item_.get_group());
          auto &grid = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[4][3]>(item_.get_group());
          float ef;
          int ei;
          float ea[4];
          int em[2][3];
          unary op = b % 2 == 0 ? addOne : negate;
          float (*op2)(float) = b == 2 ? &twice : op;
          {
            int t = 0 + item_.get_local_id(2);
            s[t] = t;
            if (t < 8) {
              h[t] = t + 1;
            }
            ef = t * 0.25f;
            ei = t;
            for (int k = 0; k < 4; ++k) {
              ea[k] = t + k;
            }
            for (int k = 0; k < 6; ++k) {
              em[k / 3][k % 3] = t * 10 + k;
            }
            if (t < 12) {
              grid[t / 3][t % 3] = t;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            bump(ef);
            bump(ei);
            const float r = rowSum(s) + rowSum(h);
            const int g = b * 16 + t;
            out[g * 4 + 0] = r + scale(ef) + scale(ei) + scale(1.0);
            out[g * 4 + 1] = op(t) + op2(t);
            out[g * 4 + 2] = ef;
            out[g * 4 + 3] = (float)ei;
            int *o = iout + g * 8;
            o[0] = fact(t % 6) + sq(sq(2));
            o[1] = pick(t) + pick(t, 1) + pick(t, 1, 2) + n;
            o[2] = lenOf(ea) * 100 + lenOf(s);
            o[3] = dims(em);
            o[4] = firstOf(em[1]);
            o[5] = em[1][2];
            o[6] = (int)rsum(ea, 4);
            o[7] = firstOf(grid[t % 4]);
          }
        }
      }();
    });
  });
}

float twice(float x) {
  return 2 * x;
}

static int fact(int n) {
  return n <= 1 ? 1 : n * fact(n - 1);
}

int pick(int a, int b, int c) {
  return a + b + c;
}
