#include <hip/hip_runtime.h>

// Lambdas the way kernel authors use them: a lambda defined in the @outer body capturing kernel
// arguments by value, called from two @inner loops; in each @inner body a lambda capturing a
// @shared array by reference and returning a reference into it (a lambda in the @outer body
// may not name @shared data, OKL0532, docs/passes.md "Lambdas"); an immediately invoked lambda
// initialising a `const` local with a range-for over a local array; a closure factory (a
// lambda returning a capturing lambda); a `mutable` lambda with an init-capture and a
// by-reference capture; a generic lambda taking `auto &`.
extern "C" __global__ __launch_bounds__(8) void _occa_lambdaStencil_0(const int n, const float *u, float *v, int *counts) {
  {
    int b = 0 + blockIdx.x;
    __shared__ float s_u[8 + 2];
    const int base = b * 8;
    auto at = [=](int i) {
      return i >= 0 && i < n ? u[i] : 0.0f;
    };
    {
      int t = 0 + threadIdx.x;
      auto halo = [](int k) -> float & {
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
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
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
}
