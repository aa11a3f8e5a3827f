#include <sycl/sycl.hpp>

// A kernel calling function templates (explicit value and type arguments, deduced, a default
// template argument) and member functions (const, static, a member template, an operator) of a
// struct held in `@exclusive` and `@shared` storage; `switch` with `goto` into a label after
// it, a backward `goto` loop and a `goto` out of a nested regular loop in `@inner` bodies;
// `static const` tables and `const`/`constexpr` locals at kernel, `@outer` and `@inner` scope.
template <int N, typename T = int>
T sumN(const T *p) {
  T s = 0;
  for (int i = 0; i < N; ++i) {
    s += p[i];
  }
  return s;
}

template <typename T>
T clampTo(T v, T lo, T hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

struct Acc {
  int total;
  int count;
  void add(int v) {
    total += v;
    ++count;
  }
  int mean() const {
    return count ? total / count : -1;
  }
  static int scale(int v) {
    return v * 3;
  }
  template <typename U>
  U as() const {
    return (U)total / 2;
  }
  Acc &operator<<(int v) {
    add(v);
    return *this;
  }
};

extern "C" void _occa_templatesGoto_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const int *x, int *out, double *dbl) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 6)]] {
      [=]() mutable {
        static const int table[5] = {7, -3, 11, 0, 5};
        constexpr int W = 6;
        {
          int b = 0 + item_.get_group(2);
          const int base = b * W;
          Acc acc;
          auto &grp = *sycl::ext::oneapi::group_local_memory_for_overwrite<Acc[2]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            acc.total = 0;
            acc.count = 0;
            if (t < 2) {
              grp[t] = Acc{t, 1};
            }
            const int v = x[base + t];
            switch ((v % 4 + 4) % 4) {
              case 0:
                acc.add(v);
                goto done;
              case 1:
                acc << v << 1;
                break;
              case 2:
                {
                  int k = 0;
                again:
                  acc.add(table[k]);
                  if (++k < 3) {
                    goto again;
                  }
                  break;
                }
              default:
                for (int i = 0; i < 4; ++i) {
                  for (int j = 0; j < 4; ++j) {
                    if (i * 4 + j > t + 5) {
                      goto out_of_loops;
                    }
                    acc.add(i - j);
                  }
                }
              out_of_loops:
                acc.add(Acc::scale(t));
            }
            acc.add(100);
          done:
            ;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            const int local[4] = {acc.total, acc.count, t, b};
            int s4 = sumN<4>(local);
            double s2 = sumN<2, double>(dbl + 2 * t);
            out[base + t] = clampTo(s4, -50, 300) * 1000 + acc.mean() + grp[t % 2].mean();
            dbl[12 + base + t] = s2 + acc.as<double>() + clampTo<double>(acc.total, 0.0, 10.5);
          }
        }
      }();
    });
  });
}
