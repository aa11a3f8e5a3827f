#include <sycl/sycl.hpp>

#include <stdint.h>

// Scalars of every builtin type, `const` and not, spelled in several ways (`signed char`,
// `unsigned char`, `short int`, `unsigned`, `long int`, `unsigned long long int`, `int const`),
// `bool`, a struct by value and by `const` value, `uint32_t`/`int64_t` from <stdint.h>, and
// pointers `const T *`, `T *const`, `const T *const`, `@restrict` in both positions. The
// metadata lists each argument with its const/ptr flags and dtype; the kernel reads them all.
struct Coef {
  double w;
  int k;
};

extern "C" void _occa_allKinds_0(sycl::queue *queue_, sycl::nd_range<3> *range_, char &c, const signed char &sc, unsigned char &uc, short &s, const unsigned short &us, const int &i, unsigned int &u, long &l, const unsigned long &ul, long long &ll, const unsigned long long &ull, float &f, const double &d, bool &b, const bool &nb, Coef &cv, const Coef &cc, const uint32_t &u32, int64_t &i64, const int &n, const float *a, int *const counts, const double *const w, const char *__restrict__ tag, double *__restrict__ out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          int g = 2 + (3 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            const int k = g - 2 + t;
            double v = c + sc + uc + s + us + i + (double)u + l + (double)ul + (double)ll + (double)(ull - 18000000000000000000ULL) + f + d + (b ? 1 : 0) + (nb ? 2 : 0);
            v += cv.w * cv.k + cc.w * cc.k + (double)u32 + (double)(i64 / 1000000000000LL);
            out[k] = v + a[k] * w[k % 4] + tag[k % 3];
            counts[k] = (int)(c == 'x') + (int)sc + k;
          }
        }
      }();
    });
  });
}
