#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Lambdas the way kernel authors use them: a lambda defined in the @outer body capturing kernel
// arguments by value, called from two @inner loops; in each @inner body a lambda capturing a
// @shared array by reference and returning a reference into it (a lambda in the @outer body
// may not name @shared data, OKL0532, docs/passes.md "Lambdas"); an immediately invoked lambda
// initialising a `const` local with a range-for over a local array; a closure factory (a
// lambda returning a capturing lambda); a `mutable` lambda with an init-capture and a
// by-reference capture; a generic lambda taking `auto &`.
kernel void _occa_lambdaStencil_0(constant int &n [[buffer(0)]], device const float *u [[buffer(1)]], device float *v [[buffer(2)]], device int *counts [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_u[8 + 2];
  {
    int b = 0 + _occa_group_position.x;
    const int base = b * 8;
    auto at = [=](int i) {
      return i >= 0 && i < n ? u[i] : 0.0f;
    };
    {
      int t = 0 + _occa_thread_position.x;
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
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
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
      auto bump = [](thread auto &x, auto d) {
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
