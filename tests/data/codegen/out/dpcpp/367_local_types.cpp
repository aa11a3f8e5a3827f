#include <sycl/sycl.hpp>

// Types declared inside function bodies (C++ block scope): `typedef` and `using` aliases
// (one used as the OKL loop iterators' type, one shadowed by an inner block's alias of another
// type), named and unnamed structs, a named enum in a helper and an unnamed one whose
// enumerators size a `@shared` array and bound `@inner` loops, an `@exclusive` variable of a
// local struct type, and `decltype` of an `@exclusive` member.
float weight(int i) {
  typedef float real;
  struct Acc {
    real sum;
    int n;
  };
  enum Mode { PLAIN, DOUBLED };
  Acc a = {0.0f, 0};
  Mode m = i % 2 ? DOUBLED : PLAIN;
  for (int k = 0; k <= i % 3; ++k) {
    a.sum += (real)k;
    ++a.n;
  }
  return m == DOUBLED ? 2.0f * a.sum : a.sum + a.n;
}

extern "C" void _occa_localTypes_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, float *out, int *tag) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        typedef int idx;
        using real = float;
        {
          idx g = 0 + (8 * item_.get_group(2));
          enum { LANES = 8, SCALE = 3 };
          struct Pair {
            real lo, hi;
          };
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<real[LANES]>(item_.get_group());
          Pair p;
          {
            idx t = 0 + item_.get_local_id(2);
            using real = double;
            real wide = 0.5;
            p.lo = (float)(g + t);
            p.hi = (float)(wide * SCALE);
            s[t] = p.lo;
          }
          sycl::group_barrier(item_.get_group());
          {
            idx t = 0 + item_.get_local_id(2);
            typedef struct {
              int a, b;
            } ab_t;
            ab_t q = {t, SCALE};
            struct {
              int x;
            } anon = {2};
            decltype(p.lo) v = s[(t + 1) % LANES] + p.hi;
            const idx i = g + t;
            if (i < n) {
              out[i] = v + weight(i);
              tag[i] = q.a * q.b + anon.x + (int)sizeof(real);
            }
          }
        }
      }();
    });
  });
}
