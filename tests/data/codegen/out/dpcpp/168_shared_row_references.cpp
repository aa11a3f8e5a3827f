#include <sycl/sycl.hpp>

// Aliases into `@shared` memory inside `@inner` bodies: a reference to a row
// (`float (&row)[NC] = s[j];`), a `const` row reference, a pointer walking a column with a
// comma increment, and a pointer to the first row used as a flat array.
extern "C" void _occa_sharedRowRefs_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const float *in, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 6)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[4][6]>(item_.get_group());
          auto &colsum = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[6]>(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              float (&row)[6] = s[j];
              row[i] = in[(b * 4 + j) * 6 + i];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              if (j == 0) {
                const float *p = &s[0][i];
                float acc = 0.0f;
                for (int k = 0; k < 4; ++k, p += 6) {
                  acc += *p;
                }
                colsum[i] = acc;
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const float (&r)[6] = s[j];
              float *flat = s[0];
              out[(b * 4 + j) * 6 + i] = r[6 - 1 - i] + colsum[i] + flat[j * 6 + i] * 0.5f;
            }
          }
        }
      }();
    });
  });
}
