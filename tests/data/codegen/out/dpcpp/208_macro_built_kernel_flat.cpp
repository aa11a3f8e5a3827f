#include <sycl/sycl.hpp>

// A kernel assembled from macros as libParanumal/nekRS write them: its name is pasted from a
// `-D` value through a two-level CAT (`massMatrix_N` ## p_N), the `@outer` header comes from a
// variadic macro, `@shared` declarations from a macro taking the extents as `__VA_ARGS__`,
// `#if p_N > 4` chooses a 2-D `@inner` nest over a flattened 1-D one, `_Pragma("unroll ...")`
// is built by stringizing a `-D` value, an `@exclusive` comes through `OKL("@exclusive")` and a
// macro is defined through `@directive("#define ...")`.
extern "C" void _occa_massMatrix_N3_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nelements, const float *restrict_M, const float *q, float *Mq) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          auto &s_q = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[(3 + 1) * (3 + 1)]>(item_.get_group());
          auto &s_M = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[3 + 1][3 + 1 + 1]>(item_.get_group());
          float scale;
          {
            int n = 0 + item_.get_local_id(2);
            s_q[n] = q[e * ((3 + 1) * (3 + 1)) + n];
            s_M[n / (3 + 1)][n % (3 + 1)] = restrict_M[n];
            scale = 1.0f + 0.5f * (e % 3);
          }
          sycl::group_barrier(item_.get_group());
          {
            int n = 0 + item_.get_local_id(2);
            const int i = n % (3 + 1);
            const int j = n / (3 + 1);
            float r = 0;
            #pragma unroll (3 + 1)
            for (int k = 0; k < 3 + 1; ++k) {
              r += s_M[i][k] * s_q[j * (3 + 1) + k];
            }
            Mq[e * ((3 + 1) * (3 + 1)) + n] = scale * r;
          }
        }
      }();
    });
  });
}
// The kernel of case 235 included from its file with `p_N=3`: `#if p_N > 4` is false, so the
// flattened 1-D `@inner` loops (with `/` and `%` on the iterator) are compiled, and the pasted
// name is `massMatrix_N3`.
