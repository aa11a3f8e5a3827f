#include <sycl/sycl.hpp>

// The address of a struct component, `&v.x`, of a private struct and of an element of a
// `@shared` array of structs, kept in a local pointer and passed to a helper taking `float *`:
// the helper is called with private and `__local` pointers, one copy each on OpenCL.
struct pair2 {
  float x;
  float y;
};

void scaleInto(float *p, float s) {
  *p *= s;
}

extern "C" void _occa_componentAddress_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const float *in, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &sp = *sycl::ext::oneapi::group_local_memory_for_overwrite<pair2[8]>(item_.get_group());
          {
            int i = 0 + item_.get_local_id(2);
            const int g = 8 * b + i;
            pair2 v;
            v.x = in[g];
            v.y = 1.0f;
            float *px = &v.x;
            *px += 2.0f;
            scaleInto(&v.y, in[g]);
            scaleInto(&v.x, 3.0f);
            sp[i].x = v.x;
            sp[i].y = v.y;
            scaleInto(&sp[i].y, 2.0f);
          }
          sycl::group_barrier(item_.get_group());
          {
            int i = 0 + item_.get_local_id(2);
            const int g = 8 * b + i;
            float *py = &sp[(i + 1) % 8].y;
            out[g] = sp[i].x + *py;
          }
        }
      }();
    });
  });
}
