#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A kernel parameter or `@outer` iterator written both in an `@outer` body (once per group, every
// work-item alike) and inside `@inner` loops (per work-item). On a GPU each work-item's copy
// takes the group's writes and then its own. The host needs a group copy and, initialised from
// it, a per-work-item copy; both used to get the same name, so the per-work-item copy read
// itself (`int _occa_param_n = _occa_param_n;`, uninitialised) or, as an @exclusive array, was
// declared twice in one block. Shapes:
// * `scale`: group write, then per-item writes through a lambda called from a
//   `#pragma unroll` loop (plain per-item copy);
// * `n`: group write, per-item writes in one @inner loop read by the next (@exclusive copy),
//   with a `@shared` buffer and a barrier between;
// * `b`: an @outer iterator scaled in its body and stepped per work-item by a backward `goto`;
// * `m`: written in an @outer(1) body, an @outer(0) body and an @inner body (three copies);
// * `bias`: group write above a `@tile(2, @inner, @inner)` loop that writes it per item.
void _occa_groupAndItemCopies_grow(int k, thread float *scale, int t) {
  *scale += k * t;
}

kernel void _occa_groupAndItemCopies_0(constant int &_occa_arg_n [[buffer(0)]], constant float &_occa_arg_scale [[buffer(1)]], constant int &_occa_arg_m [[buffer(2)]], constant int &_occa_arg_bias [[buffer(3)]], device float *x [[buffer(4)]], device int *y [[buffer(5)]], device int *z [[buffer(6)]], device int *w [[buffer(7)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  float scale = _occa_arg_scale;
  int n = _occa_arg_n;
  int m = _occa_arg_m;
  int bias = _occa_arg_bias;
  threadgroup int s_sum[4];
  {
    int b = 0 + _occa_group_position.x;
    scale *= 0.5f;
    n += 10 * b;
    {
      int t = 0 + _occa_thread_position.x;
      #pragma unroll 3
      for (int k = 0; k < 3; ++k) {
        _occa_groupAndItemCopies_grow(k, &scale, t);
      }
      x[b * 4 + t] = scale;
      n += t;
      s_sum[t] = t * t;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      y[b * 4 + t] = n * 100 + s_sum[3 - t];
    }
  }
}

kernel void _occa_groupAndItemCopies_1(constant int &_occa_arg_n [[buffer(0)]], constant float &_occa_arg_scale [[buffer(1)]], constant int &_occa_arg_m [[buffer(2)]], constant int &_occa_arg_bias [[buffer(3)]], device float *x [[buffer(4)]], device int *y [[buffer(5)]], device int *z [[buffer(6)]], device int *w [[buffer(7)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  float scale = _occa_arg_scale;
  int n = _occa_arg_n;
  int m = _occa_arg_m;
  int bias = _occa_arg_bias;
  {
    int b = 0 + _occa_group_position.x;
    b *= 10;
    {
      int t = 0 + _occa_thread_position.x;
      int steps = 0;
    again:
      if (steps < t) {
        ++steps;
        ++b;
        goto again;
      }
      z[b / 10 * 4 + t] = b;
    }
  }
}

kernel void _occa_groupAndItemCopies_2(constant int &_occa_arg_n [[buffer(0)]], constant float &_occa_arg_scale [[buffer(1)]], constant int &_occa_arg_m [[buffer(2)]], constant int &_occa_arg_bias [[buffer(3)]], device float *x [[buffer(4)]], device int *y [[buffer(5)]], device int *z [[buffer(6)]], device int *w [[buffer(7)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  float scale = _occa_arg_scale;
  int n = _occa_arg_n;
  int m = _occa_arg_m;
  int bias = _occa_arg_bias;
  {
    int a = 0 + _occa_group_position.y;
    m += 1000 * a;
    {
      int c = 0 + _occa_group_position.x;
      m += 100 * c;
      bias += a + c;
      {
        int _occa_tiled_i = 0 + (2 * _occa_thread_position.y);
        {
          int i = _occa_tiled_i + _occa_thread_position.x;
          if (i < 6) {
            m += i;
            bias *= 2;
            w[(a * 2 + c) * 6 + i] = m * 10 + bias;
          }
        }
      }
    }
  }
}
