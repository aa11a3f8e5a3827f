#include <sycl/sycl.hpp>

// Lambdas the way kernel authors use them: a lambda defined in the @outer body capturing kernel
// arguments by value, called from two @inner loops; in each @inner body a lambda capturing a
// @shared array by reference and returning a reference into it (a lambda in the @outer body
// may not name @shared data, OKL0532, docs/passes.md "Lambdas"); an immediately invoked lambda
// initialising a `const` local with a range-for over a local array; a closure factory (a
// lambda returning a capturing lambda); a `mutable` lambda with an init-capture and a
// by-reference capture; a generic lambda taking `auto &`.
extern "C" void _occa_lambdaStencil_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *u, float *v, int *counts) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s_u = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[8 + 2]>(item_.get_group());
          const int base = b * 8;
          auto at = [=](int i) {
            return i >= 0 && i < n ? u[i] : 0.0f;
          };
          {
            int t = 0 + item_.get_local_id(2);
            auto halo = [&s_u](int k) -> float & {
              return s_u[k + 1];
            };
            halo(t) = at(base + t);
            if (t == 0) {
              halo(-1) = at(base - 1);
            }
            if (t == 7) {
              halo(8) = at(base + 8);
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            const auto halo = [&](int k) {
              return s_u[k + 1];
            };
            const float w[3] = {0.25f, 0.5f, 0.25f};
            const float smooth = [&]() {
              float acc = 0.0f;
              int k = -1;
              for (const float wk : w) {
                acc += wk * halo(t + k++);
              }
              return acc;
            }();
            auto scaleBy = [](float f) {
              return [f](float x) {
                return f * x;
              };
            };
            auto twice = scaleBy(2.0f);
            int hits = 0;
            auto count = [&hits, limit = 1.0f](float x) mutable {
              if (x > limit) {
                ++hits;
              }
              limit += 0.5f;
            };
            count(halo(t - 1));
            count(halo(t));
            count(halo(t + 1));
            auto bump = [](auto &x, auto d) {
              x += d;
            };
            float r = twice(smooth);
            bump(r, 1.0f);
            if (base + t < n) {
              v[base + t] = r;
              counts[base + t] = hits;
            }
          }
        }
      }();
    });
  });
}
