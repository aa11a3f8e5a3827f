/* Runs saxpy.okl on the first OpenCL device through the standalone launcher (docs/backends.md):
 *   oklc transpile saxpy.okl --mode opencl --launcher-api native -o saxpy.cl --launcher saxpy.cpp
 *   g++ -c saxpy.cpp && cc saxpy_host.c saxpy.o -lOpenCL -lstdc++ && ./a.out [saxpy.cl] */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>

int saxpy_setup(cl_command_queue queue, const char *source_path);
void saxpy(int n, float a, cl_mem x, cl_mem y);
const char *saxpy_error(void);

int main(int argc, char **argv) {
  enum { N = 1000 };
  static float x[N], y[N];
  for (int i = 0; i < N; ++i) { x[i] = (float) i; y[i] = 1.0f; }
  cl_platform_id platform;
  cl_device_id device;
  cl_int err;
  clGetPlatformIDs(1, &platform, NULL);
  clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, NULL);
  cl_context context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
  cl_command_queue queue = clCreateCommandQueue(context, device, 0, &err);
  cl_mem dx = clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof x, x, &err);
  cl_mem dy = clCreateBuffer(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof y, y, &err);
  /* NULL: the OpenCL C embedded in the launcher; a path: that file. */
  if (saxpy_setup(queue, argc > 1 ? argv[1] : NULL) == CL_SUCCESS) saxpy(N, 2.0f, dx, dy);
  const char *error = saxpy_error();
  if (error) { fprintf(stderr, "saxpy: %s\n", error); return 1; }
  clEnqueueReadBuffer(queue, dy, CL_TRUE, 0, sizeof y, y, 0, NULL, NULL);
  printf("y[10] = %g, y[999] = %g\n", y[10], y[999]);
  clReleaseMemObject(dx); clReleaseMemObject(dy);
  clReleaseCommandQueue(queue); clReleaseContext(context);
  return y[10] == 21.0f && y[999] == 1999.0f ? 0 : 1;
}
